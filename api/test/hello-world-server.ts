/**
 * A bare Fastify hello-world, the ceiling the API's throughput is compared to in `npm run bench`:
 * the same framework on the same machine with no database, no plugins and no logging.
 * Run as its own process (`node --import tsx hello-world-server.ts`, port in PORT), like the API.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
