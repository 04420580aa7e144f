// A dialog's form is not part of the page's first screen: on an offline start each module the page
// imports is one more read from the worker's cache before the first row shows. The page paints without
// the dialog's code, which loads once the browser is idle after that (so that opening the dialog does
// not wait for it), or at the opening if that comes first.
import { type ComponentType, type JSX, useEffect, useRef, useState } from 'react';
import { whenIdle } from './when-idle.ts';

type Options<P> = {
  /** Whether these props show the dialog. */
  isOpen: (props: P) => boolean;
};

/**
 * Wraps a dialog component so that its module loads when the browser is idle or at the first opening. The dialog always
 * mounts closed and then opens, as if it had been there all along: Mantine's modal notes the focused
 * control when it opens (not when it mounts) and gives focus back to it when it closes.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { isOpen }: Options<P>,
): (props: P) => JSX.Element | null {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed load (a flaky network on the first visit) is tried again at the next opening.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return function LazyDialog(props: P) {
    const opened = isOpen(props);
    const [Dialog, setDialog] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [hasMountedClosed, setHasMountedClosed] = useState(false);
    const closedProps = useRef(props);
    if (!opened) closedProps.current = props;

    useEffect(() => {
      if (Dialog) return;
      let isCurrent = true;
      const start = () => {
        loadOnce().then(
          (component) => {
            if (isCurrent) setDialog(() => component);
          },
          (error: unknown) => {
            // Opening failed: the route's error page says so. A failed warm-up waits for the opening.
            if (isCurrent && opened) setFailure({ error });
          },
        );
      };
      const cancelIdle = opened ? undefined : whenIdle(start);
      if (opened) start();
      return () => {
        isCurrent = false;
        cancelIdle?.();
      };
    }, [Dialog, opened]);
    useEffect(() => {
      if (Dialog) setHasMountedClosed(true);
    }, [Dialog]);

    if (failure) throw failure.error;
    if (!Dialog) return null;
    return <Dialog {...(hasMountedClosed ? props : closedProps.current)} />;
  };
}
