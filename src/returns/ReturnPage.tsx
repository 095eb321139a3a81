/**
 * What the three return screens share: loading their source document once, the frame (heading,
 * the way back, the command's refusal, why the source offers no return) and running the command.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { InvoiceError, invoiceErrorFrom, logInvoiceFailure } from '../invoices/invoiceErrors';
import { invoiceErrorMessage } from '../invoices/messages';
import { AppLink } from '../shared/AppLink';
import type { Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { Loading } from '../shared/Loading';
import { PageHeading } from '../shared/PageHeading';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { RETURN_PAGE_TEXT } from './messages';

/** The source document, read once: undefined while it loads, null when there is none. */
export function useReturnSource<T>(
  corpId: string,
  id: string | null,
  load: (corpId: string, id: string) => Promise<T | null>,
): { source: T | null | undefined; failed: boolean } {
  const [state, setState] = useState<{ source: T | null | undefined; failed: boolean }>({ source: id ? undefined : null, failed: false });
  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    load(corpId, id).then(
      (source) => live && setState({ source, failed: false }),
      (e: unknown) => {
        console.error(e);
        if (live) setState({ source: undefined, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [corpId, id, load]);
  return state;
}

/** Runs a return command: busy meanwhile, its refusal in Spanish (the invoice commands' messages). */
export function useReturnRun(): { busy: boolean; notice: Notice | null; run: (work: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (e) {
      logInvoiceFailure(e);
      setNotice({ variant: 'danger', text: invoiceErrorMessage(invoiceErrorFrom(e)) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, notice, run };
}

/** While the source loads, when it failed or when there is none. */
export function ReturnSourcePending({ failed, loading }: { failed: boolean; loading: boolean }) {
  if (loading && !failed) return <Loading />;
  return (
    <ReturnFrame title={RETURN_PAGE_TEXT.missingTitle} back={null} notice={null} blocker={null}>
      <Alert variant={failed ? 'danger' : 'warning'}>{failed ? RETURN_PAGE_TEXT.loadFailed : RETURN_PAGE_TEXT.missing}</Alert>
    </ReturnFrame>
  );
}

interface FrameProps {
  title: string;
  back: { to: string; label: string } | null;
  notice: Notice | null;
  /** Why the source offers no return (a notReturnable detail): said instead of the form. */
  blocker: string | null;
  lead?: string;
  children: ReactNode;
}

export function ReturnFrame({ title, back, notice, blocker, lead, children }: FrameProps) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="return-title">
      <PageHeading id="return-title" title={title}>
        {back && (
          <AppLink to={back.to} className="btn btn-outline-secondary btn-sm">
            {back.label}
          </AppLink>
        )}
      </PageHeading>
      <NoticeAlert notice={notice} testId="return-notice" />
      {blocker ? (
        <Alert variant="warning" data-testid="return-blocked">
          {invoiceErrorMessage(new InvoiceError('notReturnable', blocker))}
        </Alert>
      ) : (
        <>
          {lead && <p>{lead}</p>}
          {children}
        </>
      )}
    </section>
  );
}
