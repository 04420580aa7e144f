import { lazyDialog } from '../../ui/lazy-dialog.tsx';

/** The add/edit patient form, loaded when first opened: pages paint without its phone-number metadata. */
export const LazyPatientFormModal = lazyDialog(
  () => import('./PatientFormModal.tsx').then((module) => module.PatientFormModal),
  { isOpen: (props) => props.opened },
);
