/** #/corps (superadmin): every company with its data, by name, one page at a time. */
import { useMemo } from 'react';
import Table from 'react-bootstrap/Table';
import { formatIban } from '../domain/iban';
import { AppLink } from '../shared/AppLink';
import { Loading } from '../shared/Loading';
import { ListPager } from '../shared/list/ListPager';
import { ListHeading, ListLoadFailed } from '../shared/list/ListParts';
import { usePagedList } from '../shared/list/usePagedList';
import { corporationRepository, type CorporationData } from './corporationRepository';
import { CORP_TEXT } from './messages';

const T = CORP_TEXT.list;
const F = CORP_TEXT.fields;

function addressOf(d: CorporationData): string {
  const place = [d.postalCode, d.city].filter(Boolean).join(' ');
  const region = d.province && d.province !== d.city ? ` (${d.province})` : '';
  return [d.address, place ? `${place}${region}` : '', d.country].filter(Boolean).join(', ');
}

export default function CorporationListPage() {
  const list = useMemo(() => corporationRepository.listQuery(), []);
  const corps = usePagedList(list, 'corporations');
  return (
    <section aria-labelledby="corps-title">
      <ListHeading id="corps-title" title={T.title}>
        <AppLink className="btn btn-primary" to="/corps/details">
          {T.add}
        </AppLink>
      </ListHeading>
      <ListLoadFailed error={corps.error} text={T.loadFailed} />
      {corps.loading ? (
        <Loading />
      ) : corps.rows.length === 0 ? (
        <p className="text-body-secondary">{T.empty}</p>
      ) : (
        <Table responsive hover size="sm" className="align-middle small" data-testid="corps-table">
          <caption className="visually-hidden">{T.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{F.name}</th>
              <th scope="col">{F.nif}</th>
              <th scope="col">{F.legalName}</th>
              <th scope="col">{F.address}</th>
              <th scope="col">{F.phone}</th>
              <th scope="col">{F.email}</th>
              <th scope="col">{F.iban}</th>
              <th scope="col">{T.series}</th>
              <th scope="col">{F.defaultVatRate}</th>
              <th scope="col">{T.negativeStock}</th>
            </tr>
          </thead>
          <tbody>
            {corps.rows.map((c) => (
              <tr key={c.id}>
                <th scope="row" className="fw-normal">
                  <AppLink to={`/corps/details?corpId=${encodeURIComponent(c.id)}`}>{c.name}</AppLink>
                </th>
                <td className="text-nowrap">{c.data.nif}</td>
                <td>{c.data.legalName}</td>
                <td>{addressOf(c.data)}</td>
                <td className="text-nowrap">{c.data.phone}</td>
                <td className="text-break">{c.data.email}</td>
                <td className="text-nowrap">{formatIban(c.data.iban)}</td>
                <td className="text-nowrap">
                  {c.data.salesSeries} / {c.data.rectificationSeries}
                </td>
                <td className="text-nowrap">{c.data.defaultVatRate} %</td>
                <td>{c.data.allowNegativeStock ? T.yes : T.no}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ListPager list={corps} noun={T.noun} />
    </section>
  );
}
