/**
 * Templates: a task shape an agent defines once (or one of the built-ins) and creates tasks from
 * with `template_id` + `inputs`. `{{name}}` in the title and description is a placeholder, filled
 * from `inputs` in one pass (an input's text is never read for placeholders again).
 */
import { platformErrors } from '../../../../platform/kernel/errors';
import type { Cents } from '../../../../platform/kernel/money';
import type { ResultSchema } from '../../tasks/domain';
import { TASK_TEXT_LIMITS, type TaskType } from '../../tasks/domain';
import { templateErrors } from '../errors';

export const MAX_TEMPLATES_PER_AGENT = 50;
export const MAX_TEMPLATE_NAME = 100;
export const MAX_INPUTS = 32;
export const MAX_INPUT_LENGTH = 500;
/** A placeholder's (and so an input's) name. */
export const INPUT_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}\}/g;

export interface Template {
  template_id: string;
  /** The agent that defined it; absent on the built-ins, which every agent sees. */
  agent_id?: string;
  name: string;
  task_type: TaskType;
  title: string;
  description: string;
  proof_requirements: string[];
  result_schema?: ResultSchema;
  reward_cents?: Cents;
  location_required: boolean;
  builtin: boolean;
  created_at?: string;
}

/** The placeholders of `text`, each once, in order of appearance. */
export const placeholdersOf = (text: string): string[] => [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];

/** The placeholders of a template's title and description. */
export const templatePlaceholders = (template: Pick<Template, 'title' | 'description'>): string[] => [
  ...new Set([...placeholdersOf(template.title), ...placeholdersOf(template.description)]),
];

/** `text` with every placeholder replaced by its input; 400 `Missing input: <name>` for one without. */
export const fillPlaceholders = (text: string, inputs: Readonly<Record<string, string>>): string =>
  text.replace(PLACEHOLDER, (_match, name: string) => {
    if (!Object.hasOwn(inputs, name)) throw templateErrors.missingInput(name);
    return inputs[name]!;
  });

/** A filled text must still fit the task's bound (an input can make it longer than its template). */
const bounded = (text: string, field: 'title' | 'description'): string => {
  if (text.length > TASK_TEXT_LIMITS[field])
    throw platformErrors.invalid(`${field} must be at most ${TASK_TEXT_LIMITS[field]} characters once its placeholders are filled`);
  return text;
};

/** What a task takes from a template, its title and description filled from `inputs`, unless the request gives them. */
export const templateFields = (
  template: Template,
  inputs: Readonly<Record<string, string>>,
  given: { title?: string; description?: string },
): Pick<Template, 'task_type' | 'title' | 'description' | 'proof_requirements' | 'result_schema' | 'reward_cents'> => ({
  task_type: template.task_type,
  title: given.title ?? bounded(fillPlaceholders(template.title, inputs), 'title'),
  description: given.description ?? bounded(fillPlaceholders(template.description, inputs), 'description'),
  proof_requirements: template.proof_requirements,
  result_schema: template.result_schema,
  reward_cents: template.reward_cents,
});

const BUILTIN_IDS = {
  placeOpen: 'tpl_builtin_place_open',
  photographAddress: 'tpl_builtin_photograph_address',
  confirmDelivery: 'tpl_builtin_confirm_delivery',
  shelfPrice: 'tpl_builtin_shelf_price',
} as const;

/** The templates every agent has: the jobs agents ask for most, each with a result schema. */
export const BUILTIN_TEMPLATES: readonly Template[] = [
  {
    template_id: BUILTIN_IDS.placeOpen,
    name: 'Is this place open?',
    task_type: 'VERIFICATION',
    title: 'Check whether {{place}} is open',
    description:
      'Go to {{place}} at {{address}} and check whether it is open for business right now. Photograph the entrance with the opening hours if they are posted.',
    proof_requirements: ['A photo of the entrance showing whether it is open', 'A photo of the posted opening hours, if any'],
    result_schema: {
      type: 'object',
      properties: {
        open: { type: 'boolean', title: 'Open now' },
        hours: { type: 'string', title: 'Opening hours as posted', maxLength: 300 },
      },
      required: ['open'],
    },
    location_required: true,
    builtin: true,
  },
  {
    template_id: BUILTIN_IDS.photographAddress,
    name: 'Photograph this address',
    task_type: 'PHOTO',
    title: 'Photograph {{address}}',
    description: 'Take clear daylight photos of the building at {{address}}: the front, and the street number.',
    proof_requirements: ['A photo of the front of the building', 'A photo of the street number'],
    result_schema: {
      type: 'object',
      properties: {
        building_found: { type: 'boolean', title: 'Building found at the address' },
        condition: { enum: ['good', 'fair', 'poor'], title: 'Visible condition' },
      },
      required: ['building_found'],
    },
    location_required: true,
    builtin: true,
  },
  {
    template_id: BUILTIN_IDS.confirmDelivery,
    name: 'Confirm a delivery',
    task_type: 'DELIVERY',
    title: 'Confirm delivery of {{item}}',
    description: 'Go to {{address}} and confirm that {{item}} was delivered: photograph the package where it was left and its label.',
    proof_requirements: ['A photo of the package where it was left', "A photo of the package's label"],
    result_schema: {
      type: 'object',
      properties: {
        delivered: { type: 'boolean', title: 'Package delivered' },
        package_condition: { enum: ['intact', 'damaged', 'opened'], title: 'Package condition' },
      },
      required: ['delivered'],
    },
    location_required: true,
    builtin: true,
  },
  {
    template_id: BUILTIN_IDS.shelfPrice,
    name: 'Check a price on a shelf',
    task_type: 'INSPECTION',
    title: 'Check the shelf price of {{product}} at {{store}}',
    description: 'In {{store}}, find {{product}} on the shelf and read its price tag. Photograph the product on the shelf with its tag readable.',
    proof_requirements: ['A photo of the product on the shelf with its price tag readable'],
    result_schema: {
      type: 'object',
      properties: {
        in_stock: { type: 'boolean', title: 'In stock' },
        price: { type: 'number', title: 'Shelf price', minimum: 0 },
        currency: { type: 'string', title: 'Currency (e.g. USD)', maxLength: 3 },
      },
      required: ['in_stock'],
    },
    location_required: true,
    builtin: true,
  },
];

export const builtinTemplate = (templateId: string): Template | undefined =>
  BUILTIN_TEMPLATES.find((template) => template.template_id === templateId);
