import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { Alert } from '../../src/models/alert.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

describe('alerts over the loopback mock', () => {
  it('initialises a draft with only a create alert link, then sets it (201) and lists it', async () => {
    const client = mock.client('member');
    const { revenue } = mock.service.fixtures.datasets;
    expect((await client.alerts.list(revenue)).items).toEqual([]);
    const draft = await client.alerts.initialise(revenue);
    expect(Object.keys(draft._links ?? {})).toEqual(['create alert']);
    expect(draft.detail).toBeUndefined();
    expect((await client.alerts.list(revenue)).items).toEqual([]);
    await expect(client.alerts.get(draft.id)).rejects.toBeInstanceOf(NotFoundError);

    const { created, data } = await client.alerts.put(draft, { detail: 'Revenue fell below 1M' });
    expect(created).toBe(true);
    expect(data).toMatchObject({
      id: draft.id,
      detail: 'Revenue fell below 1M',
      datasetId: revenue,
      creator: { id: mock.user('member').id, name: 'Linus Torvalds' },
    });
    expect(Object.keys(data._links ?? {}).sort()).toEqual(['dataset', 'self', 'update alert']);
    expect(await client.alerts.get(data)).toEqual(data);
  });

  it('keeps alerts per dataset: the list grows with each create, other datasets stay empty', async () => {
    const client = mock.client('member');
    const { revenue, churn } = mock.service.fixtures.datasets;
    const first = await client.alerts.create(revenue, { detail: 'Below 1M' });
    const second = await mock.client('owner').alerts.create(revenue, { detail: 'EMEA down 10%' });
    const page = await client.alerts.list(revenue);
    expect(page.items.map((a) => [a.id, a.detail])).toEqual([
      [first.id, 'Below 1M'],
      [second.id, 'EMEA down 10%'],
    ]);
    expect(page.page?.totalElements).toBe(2);
    expect((await client.alerts.list(churn)).items).toEqual([]);
    const dataset = await client.follow(second, 'dataset');
    expect(dataset).toMatchObject({ id: revenue });
  });

  it('updates (200) for the creator or an administrator; another member gets 403', async () => {
    const { revenue } = mock.service.fixtures.datasets;
    const alert = await mock.client('member').alerts.create(revenue, { detail: 'Below 1M' });
    const again = await mock.client('member').alerts.put(alert, { detail: 'Below 900k' });
    expect(again).toMatchObject({ created: false, data: { id: alert.id, detail: 'Below 900k' } });
    const byAdmin = await mock.client('admin').alerts.put(revenue, alert.id, { detail: 'Below 800k' });
    expect(byAdmin.created).toBe(false);
    const mine = await mock.client('admin').alerts.create(revenue, { detail: 'Watch Q4' });
    await expect(mock.client('member').alerts.put(mine, { detail: 'Mine now' })).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    expect((await mock.client('owner').alerts.get(alert.id)).detail).toBe('Below 800k');
  });

  it('answers a blank detail with 400 and its field in errors', async () => {
    const client = mock.client('member');
    const draft = await client.alerts.initialise(mock.service.fixtures.datasets.reach);
    const error = await client
      .follow(draft, 'create alert', { body: { detail: '   ' }, schema: Alert })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).body).toMatchObject({ status: 400, errors: [{ field: 'detail' }] });
  });

  it('refuses outsiders (403) and unknown datasets or alerts (404)', async () => {
    const { revenue } = mock.service.fixtures.datasets;
    const alert = await mock.client('member').alerts.create(revenue, { detail: 'Below 1M' });
    const outsider = mock.client('outsider');
    await expect(outsider.alerts.list(revenue)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(outsider.alerts.initialise(revenue)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(outsider.alerts.get(alert.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    const nobody = '00000000-0000-4000-8000-000000000000';
    await expect(mock.client('member').alerts.list(nobody)).rejects.toBeInstanceOf(NotFoundError);
    await expect(mock.client('member').alerts.get(nobody)).rejects.toBeInstanceOf(NotFoundError);
  });
});
