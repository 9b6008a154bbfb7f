/*
 * Route schemas carry OpenAPI documentation fields that the gateway's @fastify/swagger reads.
 * Services do not depend on @fastify/swagger, so the fields are declared here, with exactly the
 * types @fastify/swagger gives them, so both declarations merge.
 */
declare module 'fastify' {
  interface FastifySchema {
    hide?: boolean;
    tags?: readonly string[];
    summary?: string;
    description?: string;
    security?: ReadonlyArray<{ [securityLabel: string]: readonly string[] }>;
  }
}

/** Security requirement of routes that need a token (the `Authorization` header). */
export const TOKEN_SECURITY: ReadonlyArray<{ [securityLabel: string]: readonly string[] }> = [{ token: [] }];
