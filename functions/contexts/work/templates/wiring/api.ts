import { screenRequest } from '../../safety/use-cases';
import { screening } from '../../safety/wiring/screening';
import type { TemplatePorts } from '../ports';
import { templatesTable } from './table';

/** The composition root of template creation. */
export const templateRequests: TemplatePorts = { templates: templatesTable, screen: (request, now) => screenRequest(screening, request, now) };
