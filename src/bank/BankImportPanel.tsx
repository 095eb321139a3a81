/**
 * «Importar extracto»: the file is read and parsed in the browser (bankImportPlan.ts, the pure
 * parsers); the preview shows what was read and the parser's errors with their lines; a CSV whose
 * headers are not known gets its columns chosen here. «Importar» sends each account's movements to
 * importBankStatement and says how many were new and how many were already imported.
 */
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import type { BankCsvField, BankCsvMapping } from '../domain/bank/bankCsv';
import { decodeBankFile } from '../domain/bank/textDecoding';
import { formatEuros } from '../domain/money';
import { accountKeyIsUsable, importRequestsOf, previewBankFile, previewIsImportable } from './bankImportPlan';
import { bankCommands, type ImportResult } from './bankCommands';
import { BANK_TEXT, bankErrorMessage, CSV_FIELD_LABEL } from './messages';

const PREVIEW_ROWS = 10;
const MAPPED_FIELDS: BankCsvField[] = ['date', 'valueDate', 'amount', 'debit', 'credit', 'reference', 'document', 'balance'];

export const isoDay = (iso: string) => (iso ? iso.split('-').reverse().join('/') : '');

export function BankImportPanel({ corpId, onImported }: { corpId: string; onImported?: () => void }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [readError, setReadError] = useState(false);
  const [mapping, setMapping] = useState<BankCsvMapping | undefined>(undefined);
  const [account, setAccount] = useState('');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<{ account: string; result: ImportResult }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const preview = useMemo(() => (file ? previewBankFile(file.text, { mapping, account }) : null), [file, mapping, account]);

  const onFile = async (chosen: File | undefined) => {
    setResults([]);
    setFailure(null);
    setMapping(undefined);
    setReadError(false);
    if (!chosen) return setFile(null);
    try {
      const { text } = decodeBankFile(new Uint8Array(await chosen.arrayBuffer()));
      setFile({ name: chosen.name, text });
    } catch {
      setFile(null);
      setReadError(true);
    }
  };

  const runImport = async () => {
    if (!preview || !file) return;
    setBusy(true);
    setFailure(null);
    const done: { account: string; result: ImportResult }[] = [];
    try {
      for (const request of importRequestsOf(preview, file.name, corpId)) {
        done.push({ account: request.accountKey, result: await bankCommands.importStatement(request) });
      }
      onImported?.();
    } catch (e) {
      setFailure(bankErrorMessage(e));
    } finally {
      setResults(done);
      setBusy(false);
    }
  };

  const setColumn = (field: BankCsvField | 'concepts', value: string) => {
    const base = { ...(mapping ?? preview?.csv?.mapping ?? {}) };
    if (field === 'concepts') base.concepts = value === '' ? [] : [Number(value)];
    else if (value === '') delete base[field];
    else base[field] = Number(value);
    setMapping(base);
  };

  const csv = preview?.csv ?? null;
  const showMapping = csv !== null && (!csv.headerKnown || mapping !== undefined);
  const movements = preview?.accounts.flatMap((a) => a.movements) ?? [];

  return (
    <Card className="mb-3" data-testid="bank-import">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {BANK_TEXT.importTitle}
        </Card.Title>
        <Form.Group controlId="bank-file" className="mb-2">
          <Form.Label>{BANK_TEXT.file}</Form.Label>
          <Form.Control
            type="file"
            accept=".n43,.q43,.aeb,.txt,.csv,text/plain,text/csv"
            aria-describedby="bank-file-help"
            onChange={(e) => void onFile((e.target as HTMLInputElement).files?.[0])}
          />
          <Form.Text id="bank-file-help">{BANK_TEXT.fileHelp}</Form.Text>
        </Form.Group>
        {readError && <Alert variant="danger">{BANK_TEXT.readFailed}</Alert>}

        {preview && (
          <>
            <p className="mb-1" data-testid="bank-format">
              {preview.format === 'norma43' ? BANK_TEXT.formatNorma43 : BANK_TEXT.formatCsv}
            </p>
            {preview.format === 'csv' && (
              <Form.Group controlId="bank-account" className="mb-2">
                <Form.Label>{BANK_TEXT.account}</Form.Label>
                <Form.Control
                  value={account}
                  onChange={(e) => setAccount(e.target.value)}
                  aria-describedby="bank-account-help"
                  isInvalid={account !== '' && !accountKeyIsUsable(preview.accounts[0]?.accountKey ?? '')}
                />
                <Form.Text id="bank-account-help">{BANK_TEXT.accountHelp}</Form.Text>
              </Form.Group>
            )}
            {csv && !showMapping && (
              <Button variant="link" size="sm" className="px-0 mb-2" onClick={() => setMapping(csv.mapping)}>
                {BANK_TEXT.mappingTitle}
              </Button>
            )}
            {csv && showMapping && (
              <fieldset className="mb-2" data-testid="bank-mapping">
                <legend className="h6">{BANK_TEXT.mappingTitle}</legend>
                <p className="small text-body-secondary">{BANK_TEXT.mappingHelp}</p>
                <Row className="g-2">
                  {[...MAPPED_FIELDS, 'concepts' as const].map((field) => {
                    const current = field === 'concepts' ? csv.mapping.concepts?.[0] : csv.mapping[field];
                    return (
                      <Col xs={6} md={3} key={field}>
                        <Form.Group controlId={`bank-map-${field}`}>
                          <Form.Label className="small mb-0">{field === 'concepts' ? BANK_TEXT.concepts : CSV_FIELD_LABEL[field]}</Form.Label>
                          <Form.Select
                            size="sm"
                            value={current === undefined ? '' : String(current)}
                            onChange={(e) => setColumn(field, e.target.value)}
                          >
                            <option value="">{BANK_TEXT.noColumn}</option>
                            {csv.columns.map((name, i) => (
                              <option key={i} value={i}>
                                {name}
                              </option>
                            ))}
                          </Form.Select>
                        </Form.Group>
                      </Col>
                    );
                  })}
                </Row>
              </fieldset>
            )}

            {preview.errors.length > 0 && (
              <Alert variant="danger" data-testid="bank-parse-errors">
                <p className="mb-1">{BANK_TEXT.errorsTitle}</p>
                <ul className="mb-0">
                  {preview.errors.slice(0, 20).map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </Alert>
            )}
            {preview.accounts.map((a) => (
              <p key={a.accountKey || 'csv'} className="mb-1 small" data-testid="bank-preview-account">
                {BANK_TEXT.account} {a.accountKey || '—'}: {BANK_TEXT.movementsRead(a.movements.length)}
                {a.from && `, ${BANK_TEXT.period(isoDay(a.from), isoDay(a.to))}`}.
              </p>
            ))}
            {preview.format === 'csv' && account === '' && movements.length > 0 && (
              <p className="small text-warning-emphasis">{BANK_TEXT.accountMissing}</p>
            )}
            {movements.length > 0 && (
              <Table size="sm" responsive className="small" data-testid="bank-preview">
                <thead>
                  <tr>
                    <th>{BANK_TEXT.date}</th>
                    <th>{BANK_TEXT.concept}</th>
                    <th className="text-end">{BANK_TEXT.amount}</th>
                  </tr>
                </thead>
                <tbody>
                  {movements.slice(0, PREVIEW_ROWS).map((m, i) => (
                    <tr key={i}>
                      <td>{isoDay(m.date)}</td>
                      <td>{[...m.concepts, m.reference1, m.reference2].filter((t) => t !== '').join(' · ')}</td>
                      <td className="text-end">{formatEuros(m.amountCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            {movements.length > PREVIEW_ROWS && <p className="small">{BANK_TEXT.previewMore(movements.length - PREVIEW_ROWS)}</p>}
            <Button onClick={() => void runImport()} disabled={busy || !previewIsImportable(preview)}>
              {busy ? BANK_TEXT.importing : BANK_TEXT.import}
            </Button>
          </>
        )}
        {failure && (
          <Alert variant="danger" className="mt-2" role="alert">
            {failure}
          </Alert>
        )}
        {results.length > 0 && (
          <Alert variant="success" className="mt-2" role="status" data-testid="bank-import-result">
            {results.map(({ account: key, result }) => (
              <p key={key} className="mb-0">
                {BANK_TEXT.imported(key, result.newCount, result.existingCount)}
              </p>
            ))}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
