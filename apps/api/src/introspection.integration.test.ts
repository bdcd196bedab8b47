import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_SDL_PATH } from './app.ts';
import { printedSchema } from './schema-sdl.ts';
import { type ApiTestKit, createApiTestKit } from './testing/api-test-kit.ts';

describe('GraphQL clients outside production', () => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit({ production: false });
  });
  afterAll(async () => {
    await kit?.close();
  });

  it("answers graphql-js's own introspection query past the depth and cost limits", async () => {
    const response = await kit.gql<{ __schema: { queryType: { name: string }; types: unknown[] } }>(
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.__schema.queryType.name).toBe('Query');
    expect(response.body.data?.__schema.types.length).toBeGreaterThan(50);
  });

  it('still limits a document that reads data beside the schema', async () => {
    const ofTypes = 'ofType { '.repeat(8);
    const deep = `{ currentUser { id } __schema { types { fields { type { ${ofTypes} name ${'} '.repeat(8)} } } } } }`;
    const response = await kit.gql(deep);
    expect(response.body.errors?.map((e) => e.message)).toContain('Query depth limit of 10 exceeded.');
  });

  it(`serves the SDL at ${SCHEMA_SDL_PATH}`, async () => {
    const answer = await kit.app.inject({ method: 'GET', url: SCHEMA_SDL_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe(printedSchema());
  });
});

describe('GraphQL clients in production', () => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit({ production: true });
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('refuses the introspection query and does not serve the SDL', async () => {
    const response = await kit.gql(getIntrospectionQuery());
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.length).toBeGreaterThan(0);
    const answer = await kit.app.inject({ method: 'GET', url: SCHEMA_SDL_PATH });
    expect(answer.statusCode).toBe(404);
  });
});
