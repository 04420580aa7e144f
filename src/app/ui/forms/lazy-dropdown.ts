// Mantine's Combobox keeps every closed dropdown mounted (hidden) by default, so a page of selects
// draws all their options into portals right after hydration: on /sign-up, over a thousand hidden
// country and reference options, the largest long task of the page on a phone. Drawn on open instead;
// the target only points at the list (aria-controls) while it is open, so nothing refers to it before.
export const LAZY_DROPDOWN = { keepMounted: false } as const;
