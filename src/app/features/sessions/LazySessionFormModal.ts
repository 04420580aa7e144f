import { lazyDialog } from '../../ui/lazy-dialog.tsx';

/** The book/edit session form, loaded when first opened: pages paint without its date fields. */
export const LazySessionFormModal = lazyDialog(
  () => import('./SessionFormModal.tsx').then((module) => module.SessionFormModal),
  { isOpen: (props) => props.target !== undefined },
);
