/**
 * Bench fixtures: `count` more projects added to a running app through its own API as the admin
 * (`POST /api/proyects`), each with a title, company, link, dates and a description `repeat` times
 * the one sentence long. Throws when a create does not answer 201. Used by bench/cv.ts and
 * bench/publish.ts for their "demo + 200 projects" figures.
 */
import type { FastifyInstance } from 'fastify';

export async function addProjects(
  app: Pick<FastifyInstance, 'inject'>,
  admin: { email: string; password: string },
  count: number,
  repeat = 1,
): Promise<void> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  for (let index = 1; index <= count; index++) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/proyects',
      headers: { cookie },
      payload: {
        title: `Project ${index}`,
        company: `Company ${index % 17}`,
        linkProyect: `https://example.com/projects/${index}`,
        dateStart: '2020-01-01',
        dateEnd: '2021-06-30',
        description:
          `Built and shipped feature ${index}: a service with tests, monitoring and a small web client. `
            .repeat(repeat)
            .trim(),
      },
    });
    if (created.statusCode !== 201)
      throw new Error(`creating a project answered ${created.statusCode}: ${created.body}`);
  }
}
