/**
 * #/inputs/details?inputId= and #/outputs/details?outputId=: one entrada or
 * salida. A borrador is edited here (header, lines typed from the keyboard,
 * live totals) and saved, deleted or confirmed; a confirmed one can only be
 * annulled, with a reason. Stock changes only through the stock writer.
 * This page loads the document and hands it to the editor (DocumentEditor.tsx).
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { useCompanyActor } from '../../auth/session';
import { AppLink } from '../../shared/AppLink';
import { Loading } from '../../shared/Loading';
import { DOCUMENT_TEXT, KIND_LABEL, LOAD_FAILED } from '../messages';
import type { DocKind, StockDocument } from '../../domain/stock/stockTypes';
import { DocumentEditor } from './DocumentEditor';
import type { StockDocumentParts } from './documentParts';
import { ID_PARAM, LIST_PATH } from './documentRoutes';
import { stockDocumentRepository } from './stockDocumentRepository';

export function DocumentDetailPage({ kind, parts }: { kind: DocKind; parts?: StockDocumentParts }) {
  const [params] = useSearchParams();
  const id = params.get(ID_PARAM[kind]);
  const { corpId } = useCompanyActor();
  const repository = useMemo(() => stockDocumentRepository(kind), [kind]);
  const [document, setDocument] = useState<StockDocument | null | undefined>(id ? undefined : null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    if (!id) {
      setDocument(null);
      return undefined;
    }
    setDocument(undefined);
    return repository.watch(corpId, id, setDocument, (e) => {
      console.error(e);
      setLoadError(true);
    });
  }, [id, corpId, repository]);

  const labels = KIND_LABEL[kind];
  if (loadError) return <Alert variant="danger">{LOAD_FAILED}</Alert>;
  if (document === undefined) return <Loading />;
  if (id && document === null) {
    return (
      <section>
        <h1 className="h3">{labels.one}</h1>
        <Alert variant="warning">{DOCUMENT_TEXT.notFound}</Alert>
        <AppLink to={LIST_PATH[kind]}>{DOCUMENT_TEXT.backTo(labels.many)}</AppLink>
      </section>
    );
  }
  return <DocumentEditor key={document?.id ?? 'new'} kind={kind} document={document} parts={parts} />;
}
