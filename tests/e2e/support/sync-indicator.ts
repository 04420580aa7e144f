// Page object of the header's sync indicator and its Unsynced changes panel: specs say "the status
// shows an error", "open the panel", this knows the test ids and data attributes.
import { expect, type Page } from '@playwright/test';

/** See stateOf in src/app/features/sync/SyncStatus.tsx. */
export type SyncState = 'synced' | 'pending' | 'stalled' | 'refused';

export class SyncIndicator {
  constructor(readonly page: Page) {}

  button() {
    return this.page.getByTestId('sync-status');
  }

  /** What the indicator shows: its state, the queued changes and the refused ones. */
  async expectShowing(expected: { state: SyncState; pending: number; rejected: number }) {
    await expect(this.button()).toHaveAttribute('data-state', expected.state);
    await expect(this.button()).toHaveAttribute('data-pending', String(expected.pending));
    await expect(this.button()).toHaveAttribute('data-rejected', String(expected.rejected));
  }

  panel() {
    return this.page.getByTestId('unsynced-changes');
  }

  /** The refused changes listed in the panel. */
  changes() {
    return this.panel().getByTestId('unsynced-change');
  }

  async openPanel() {
    await this.button().click();
    await expect(this.panel()).toBeVisible();
  }
}
