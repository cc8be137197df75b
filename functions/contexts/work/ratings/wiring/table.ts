import { getOperator } from '../../../accounts/operators/store';
import { getTask } from '../../tasks/store';
import type { RatingsPorts } from '../ports';
import { listRatings, recordRating } from '../store/ratings-store';

/** The composition root of the ratings routes (and the back office's operator record). */
export const ratingsTable: RatingsPorts = { ratings: { recordRating, listRatings }, tasks: { getTask }, operators: { getOperator } };
