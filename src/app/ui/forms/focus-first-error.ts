// After a refused submit, move focus to the first field in error (in document order), so keyboard and
// screen-reader users land on what to fix. Runs after React has rendered the errors.

const INVALID = '[aria-invalid="true"], [data-invalid="true"]';

export function focusFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const first = container?.querySelector<HTMLElement>(INVALID);
    if (!first) return;
    first.focus();
    first.scrollIntoView({ block: 'center' });
  });
}
