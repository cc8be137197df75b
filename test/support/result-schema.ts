/** A result_schema using every field type the subset allows: the unit tests of its parsing and its checks share it. */
export const STORE_CHECK_SCHEMA = {
  type: 'object',
  properties: {
    open: { type: 'boolean', title: 'Open now' },
    price: { type: 'number', minimum: 0 },
    shelves: { type: 'integer', minimum: 1, maximum: 9 },
    state: { enum: ['tidy', 'messy'] },
    note: { type: 'string', maxLength: 20 },
  },
  required: ['open', 'price'],
};
