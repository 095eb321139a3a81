/** Where entradas and salidas live in the app: #/inputs, #/outputs and their details?inputId= / ?outputId=. */
import type { DocKind } from '../../domain/stock/stockTypes';

export const ID_PARAM: Record<DocKind, string> = { input: 'inputId', output: 'outputId' };
export const LIST_PATH: Record<DocKind, string> = { input: '/inputs', output: '/outputs' };

/** The route of one saved entrada or salida. */
export function documentDetailPath(kind: DocKind, id: string): string {
  return `${LIST_PATH[kind]}/details?${new URLSearchParams({ [ID_PARAM[kind]]: id })}`;
}
