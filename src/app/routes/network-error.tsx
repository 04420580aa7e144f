import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NetworkErrorPage } from '../features/errors/NetworkErrorPage.tsx';

const searchSchema = v.object({ from: v.optional(v.string()) });

export const Route = createFileRoute('/network-error')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function NetworkErrorRoute() {
    const { from } = Route.useSearch();
    return <NetworkErrorPage from={from} />;
  },
});
