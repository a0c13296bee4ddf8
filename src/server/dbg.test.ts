import { it } from 'vitest';
import { createTestApp } from './test/test-app.js';
it('x', async () => {
  const t = await createTestApp();
  for (const origin of ['https://evil.example', 'http://localhost:80', 'null']) {
    const r = await t.request('POST', '/api/works', { cookie: t.adminCookie, headers: { origin }, body: { company: 'Evil' } });
    console.log(origin, r.statusCode);
  }
  await t.close();
});
