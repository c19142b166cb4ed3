import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper.ts';

describeEachDatabase('GET /api/health', (t) => {
  it('answers 200 with status ok and the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, msg: '', data: { status: 'ok', database: t.kind } });
  });
});
