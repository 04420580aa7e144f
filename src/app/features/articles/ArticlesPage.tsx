import { Trans } from '@lingui/react/macro';
import { IconNews } from '@tabler/icons-react';
import { SectionPage } from '../office/SectionPage.tsx';

export function ArticlesPage() {
  return (
    <SectionPage
      icon={IconNews}
      title={<Trans>Articles</Trans>}
      description={<Trans>Articles you publish for patients, in English, French and Arabic.</Trans>}
      emptyText={<Trans>No articles yet. Articles you write will be listed here.</Trans>}
    />
  );
}
