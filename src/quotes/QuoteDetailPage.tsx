/**
 * #/quotes/details?quoteId=: one presupuesto (no id: a new one). Watches the quote and hands it to
 * the editor (QuoteEditor.tsx), which shows it read-only unless it is a borrador.
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { useCompanyActor } from '../auth/session';
import type { Quote } from '../domain/quotes/quoteModel';
import { AppLink } from '../shared/AppLink';
import { Loading } from '../shared/Loading';
import { QUOTE_FAILED, QUOTE_TEXT } from './messages';
import { QuoteEditor } from './QuoteEditor';
import { QUOTES_PATH } from './quotePaths';
import { quoteRepository } from './quoteRepository';

export default function QuoteDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('quoteId');
  const { corpId } = useCompanyActor();
  const [quote, setQuote] = useState<Quote | null | undefined>(id ? undefined : null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    if (!id) {
      setQuote(null);
      return undefined;
    }
    setQuote(undefined);
    return quoteRepository.watch(corpId, id, setQuote, (e) => {
      console.error(e);
      setLoadError(true);
    });
  }, [id, corpId]);

  if (loadError) return <Alert variant="danger">{QUOTE_FAILED.load}</Alert>;
  if (quote === undefined) return <Loading />;
  if (id && quote === null) {
    return (
      <section>
        <h1 className="h3">{QUOTE_TEXT.one}</h1>
        <Alert variant="warning">{QUOTE_TEXT.notFound}</Alert>
        <AppLink to={QUOTES_PATH}>{QUOTE_TEXT.backToList}</AppLink>
      </section>
    );
  }
  // A new form per quote; a change of state only changes what may be edited (the values are the same).
  return <QuoteEditor key={quote?.id ?? 'new'} quote={quote} />;
}
