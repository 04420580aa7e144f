import type { ComponentType } from 'react';
import classes from './MirroredIcon.module.css';

type IconProps = { size?: number; className?: string | undefined; 'aria-hidden'?: boolean };

/** An icon that points somewhere (an arrow, a chevron): drawn for left-to-right, mirrored in Arabic. */
export function MirroredIcon({ icon: Icon, size }: { icon: ComponentType<IconProps>; size?: number }) {
  return <Icon size={size ?? 16} className={classes.mirrored} aria-hidden />;
}
