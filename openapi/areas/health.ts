import type { Area } from '../operation';

export const health: Area = {
  tag: { name: 'Health', description: 'Service readiness' },
  operations: {
    'GET /api/v1/health': {
      operationId: 'health',
      summary: 'Readiness',
      description: 'Answers `{ "status": "ok" }` once the service is ready. No authentication.',
      responses: { 200: 'The service is ready' },
    },
  },
};
