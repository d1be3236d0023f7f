/**
 * Steps on the filling pages that more than one journey takes (wish.spec.ts, filling.spec.ts).
 */
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

export type Band = '冲' | '稳' | '保'

/** what is on screen (Taro's H5 keeps pages it has left in the DOM, hidden) */
export const shown = (page: Page, testId: string): Locator => page.getByTestId(testId).filter({ visible: true })

/** adds the first row of a band not yet in the draft; answers its UnitId */
export async function addFromBand(page: Page, band: Band, countAfter: number): Promise<string> {
  const tabs = shown(page, 'band-tabs')
  await tabs.locator('.at-tabs__item', { hasText: band }).click()
  await expect(tabs).toHaveAttribute('data-band', band)
  const row = page.locator(`[data-testid="recommend-row"][data-band="${band}"][data-added="false"]`).filter({ visible: true }).first()
  await expect(row).toBeVisible()
  const unit = (await row.getAttribute('data-unit'))!
  await row.getByTestId('row-toggle').locator('.at-button').click()
  await expect(page.locator(`[data-testid="recommend-row"][data-unit="${unit}"]`).filter({ visible: true })).toHaveAttribute('data-added', 'true')
  await expect(shown(page, 'draft-bar')).toHaveAttribute('data-count', String(countAfter))
  return unit
}

/** the table page once its check has answered for the current order */
export async function tableChecked(page: Page): Promise<Locator> {
  const table = shown(page, 'wish-table')
  await expect(table).toHaveAttribute('data-checking', 'false')
  await expect(shown(page, 'slip-risk')).toHaveText(/^\d+%$/)
  return table
}
