import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { TASK_DOMAINS, TASK_STATUSES, TASK_TYPES } from '../domain';

/** A task's status, type and domain on the wire: one named component each in openapi.yaml; pure, so a route keeps only those it answers with. */
export const taskStatus = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.enum(TASK_STATUSES), { id: 'TaskStatus' });
export const taskType = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.enum(TASK_TYPES), { id: 'TaskType' });
export const taskDomain = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.enum(TASK_DOMAINS), {
  id: 'TaskDomain',
  description:
    'Derived from task_type: ACCOUNT_CREATION, API_KEY_PROCUREMENT, PHONE_VERIFICATION and SUBSCRIPTION_SETUP are CREDENTIAL; ' +
    'VERIFICATION, PHOTO, DELIVERY and INSPECTION are PHYSICAL; every other type is DIGITAL.',
});
