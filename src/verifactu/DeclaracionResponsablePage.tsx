/** #/verifactu/declaracion (everyone signed in): Almacena's declaración responsable (RRSIF art. 13). */
import { Fragment } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { DECLARACION, PRODUCER_PLACEHOLDER } from './declaracion';

export default function DeclaracionResponsablePage() {
  const d = DECLARACION;
  useDocumentTitle('Declaración responsable');
  return (
    <article aria-labelledby="declaracion-title" className="declaracion" style={{ maxWidth: '60rem' }}>
      <h1 id="declaracion-title" className="h3">
        {d.title}
      </h1>
      <p className="text-body-secondary">Real Decreto 1007/2023, artículo 13, y Orden HAC/1177/2024, artículo 15.</p>
      {!d.configured && (
        <Alert variant="warning" data-testid="declaracion-pending">
          Los datos del productor (nombre o razón social, NIF y dirección), el lugar y la fecha de la declaración no están configurados en esta
          instalación: los configura {PRODUCER_PLACEHOLDER} al publicarla.
        </Alert>
      )}
      {d.sections.map((s) => (
        <section key={s.title} aria-labelledby={`declaracion-${slug(s.title)}`} className="mb-3">
          <h2 id={`declaracion-${slug(s.title)}`} className="h5">
            {s.title}
          </h2>
          {s.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.facts && (
            <dl className="row mb-0">
              {s.facts.map(([label, value]) => (
                <Fragment key={label}>
                  <dt className="col-sm-5">{label}</dt>
                  <dd className="col-sm-7">{value}</dd>
                </Fragment>
              ))}
            </dl>
          )}
          {s.items && (
            <ul>
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="fw-semibold" data-testid="declaracion-signature">
        {d.signature}
      </p>
    </article>
  );
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}
