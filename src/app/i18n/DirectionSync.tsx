import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { isRightToLeft } from '#core/languages';
import { useLanguage } from './useLanguage.ts';

/** Keeps Mantine's direction context in step with the active language. */
export function DirectionSync() {
  const language = useLanguage();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(isRightToLeft(language) ? 'rtl' : 'ltr');
  }, [language, setDirection]);
  return null;
}
