/** Where a status change's callback delivery stands: PENDING until answered 2xx (DELIVERED) or out of retries (FAILED). */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
