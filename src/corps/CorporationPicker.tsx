/** Choose a company from all of them (superadmin), a page at a time: never the whole collection at once. */
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { ListLoadFailed } from '../shared/list/ListParts';
import { Loading } from '../shared/Loading';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList } from '../shared/list/usePagedList';
import { corporationRepository, type Corporation } from './corporationRepository';
import { CORP_TEXT } from './messages';

const PAGE = 10;

export function CorporationPicker({
  chosen,
  onChoose,
  currentId,
  legend,
}: {
  chosen: Corporation | null;
  onChoose: (corp: Corporation) => void;
  currentId: string;
  legend: string;
}) {
  const list = useMemo(() => corporationRepository.listQuery(), []);
  const corps = usePagedList(list, 'corporations.picker', PAGE);
  return (
    <fieldset className="mb-3" data-testid="corp-picker">
      <legend className="form-label fs-6">{legend}</legend>
      <ListLoadFailed error={corps.error} text={CORP_TEXT.picker.loadFailed} />
      {corps.loading ? (
        <Loading />
      ) : (
        corps.rows.map((c) => (
          <Form.Check
            key={c.id}
            type="radio"
            name="corp-picker"
            id={`corp-picker-${c.id}`}
            label={`${c.name}${c.data.nif ? ` (${c.data.nif})` : ''}${c.id === currentId ? ` — ${CORP_TEXT.picker.current}` : ''}`}
            checked={chosen?.id === c.id}
            disabled={c.id === currentId}
            onChange={() => onChoose(c)}
          />
        ))
      )}
      <div className="mt-2">
        <ListPager list={corps} pageSize={PAGE} noun={CORP_TEXT.list.noun} />
      </div>
    </fieldset>
  );
}
