/** Where presupuestos live in the app: #/quotes and #/quotes/details?quoteId=. */
export const QUOTES_PATH = '/quotes';
export const QUOTE_DETAIL_PATH = '/quotes/details';

export function quoteDetailPath(id: string): string {
  return `${QUOTE_DETAIL_PATH}?${new URLSearchParams({ quoteId: id })}`;
}
