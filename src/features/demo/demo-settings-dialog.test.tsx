import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoController, type DemoBackend } from '#src/lib/demo/demo';
import {
  MISSED_RUN_RATE_STORAGE_KEY,
  readStoredMissedRunRate,
  readStoredSiteCount,
  SITE_COUNT_STORAGE_KEY,
  writeStoredJson,
} from '#src/mock-service/persistence';
import DemoSettingsDialog from './demo-settings-dialog';

/** The dialog over a demo whose back end keeps its size as the browser's does (localStorage). */
async function setUp() {
  const steps: string[] = [];
  const siteCount = readStoredSiteCount(localStorage);
  const missedRunRate = readStoredMissedRunRate(localStorage);
  const backend: DemoBackend = {
    resetData: vi.fn(() => {
      steps.push('reset');
      return Promise.resolve();
    }),
    getFaults: () => ({ latencyMs: 0, failures: {} }),
    setFaults: vi.fn(),
    getSiteCount: () => siteCount,
    keepSiteCount: (count) => {
      steps.push(`keep ${count}`);
      writeStoredJson(localStorage, SITE_COUNT_STORAGE_KEY, count);
    },
    getMissedRunRate: () => missedRunRate,
    keepMissedRunRate: (rate) => {
      steps.push(`keep rate ${rate}`);
      writeStoredJson(localStorage, MISSED_RUN_RATE_STORAGE_KEY, rate);
    },
  };
  const reload = vi.fn(() => steps.push('reload'));
  const demo = demoController({ accounts: [] }, () => Promise.resolve(backend), reload);
  await demo.whenReady();
  const onClose = vi.fn();
  render(<DemoSettingsDialog demo={demo} open onClose={onClose} />);
  return { backend, reload, onClose, steps };
}

const sizeField = () => screen.getByRole('combobox', { name: 'Sites in the demo' });

const rateField = () => screen.getByRole('combobox', { name: 'Runs that produce no report' });

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  field: () => HTMLElement,
  label: string,
) {
  await user.click(field());
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}

const chooseSize = (user: ReturnType<typeof userEvent.setup>, label: string) =>
  choose(user, sizeField, label);

afterEach(() => {
  localStorage.removeItem(SITE_COUNT_STORAGE_KEY);
  localStorage.removeItem(MISSED_RUN_RATE_STORAGE_KEY);
});

describe('DemoSettingsDialog: sites in the demo', () => {
  it('shows the size in force, says why to choose another and what a change does', async () => {
    await setUp();
    expect(sizeField()).toHaveTextContent('260 (default)');
    expect(
      screen.getByText(/With 20, every site’s reports are counted in seconds/),
    ).toHaveTextContent('A change resets the demo data and reloads the page.');

    const user = userEvent.setup();
    await user.click(sizeField());
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['20', '260 (default)', '1,000']);
  });

  it('a new size resets the demo data, is stored, then reloads the page', async () => {
    const user = userEvent.setup();
    const { backend, reload, onClose, steps } = await setUp();

    await chooseSize(user, '20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    // The reset first: other tabs reload as soon as the size is stored, and must find the seed.
    // Waited for: forgetting the kept lists loads a module first, which a cold run takes time over.
    await waitFor(() => expect(steps).toEqual(['reset', 'keep 20', 'reload']));
    expect(readStoredSiteCount(localStorage)).toBe(20);
    expect(backend.setFaults).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // The dialog stays, its buttons off, until the page goes.
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Resetting and reloading' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('starts from the stored size, and applies the faults alone when it is kept', async () => {
    writeStoredJson(localStorage, SITE_COUNT_STORAGE_KEY, 1000);
    const user = userEvent.setup();
    const { backend, reload, onClose } = await setUp();
    expect(sizeField()).toHaveTextContent('1,000');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(backend.setFaults).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(backend.resetData).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(readStoredSiteCount(localStorage)).toBe(1000);
  });

  it('asks nothing of the demo when cancelled', async () => {
    const user = userEvent.setup();
    const { backend, reload, onClose } = await setUp();

    await chooseSize(user, '1,000');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(backend.resetData).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(SITE_COUNT_STORAGE_KEY)).toBeNull();
  });
});

describe('DemoSettingsDialog: runs that produce no report', () => {
  it('offers none by default, and a new rate is stored, then reloads the page, data kept', async () => {
    const user = userEvent.setup();
    const { backend, reload, steps } = await setUp();
    expect(rateField()).toHaveTextContent('None (default)');

    await choose(user, rateField, '1 in 5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(steps).toEqual(['keep rate 0.2', 'reload']));
    expect(readStoredMissedRunRate(localStorage)).toBe(0.2);
    expect(backend.resetData).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with a new size too, keeps the rate, then resets and reloads once', async () => {
    const user = userEvent.setup();
    const { steps } = await setUp();
    await choose(user, rateField, '1 in 20');
    await chooseSize(user, '20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(steps).toEqual(['keep rate 0.05', 'reset', 'keep 20', 'reload']));
  });
});
