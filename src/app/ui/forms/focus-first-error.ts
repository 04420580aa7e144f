// After a refused submit, move focus to the first field in error (in document order), so keyboard and
// screen-reader users land on what to fix. The errors may be committed a few frames after the call (a
// submit that awaited a lazy validator renders outside React's event batch), so it looks for a while.

const INVALID = '[aria-invalid="true"], [data-invalid="true"]';
// About a quarter of a second at 60 Hz: longer than any render of the errors, short of a user's next move.
const MAX_FRAMES = 15;

export function focusFirstError(container: HTMLElement | null, framesLeft = MAX_FRAMES): void {
  requestAnimationFrame(() => {
    const first = container?.querySelector<HTMLElement>(INVALID);
    if (!first) {
      if (framesLeft > 0) focusFirstError(container, framesLeft - 1);
      return;
    }
    first.focus();
    first.scrollIntoView({ block: 'center' });
  });
}
