/** #/users (admins): the company's users by name, one page at a time, searchable by name or e-mail. */
import { useEffect, useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useCompanyActor } from '../auth/session';
import { searchToken } from '../domain/search';
import { AppLink } from '../shared/AppLink';
import { Loading } from '../shared/Loading';
import { ListPager } from '../shared/list/ListPager';
import { ListHeading, ListLoadFailed } from '../shared/list/ListParts';
import { usePagedList } from '../shared/list/usePagedList';
import { ROLE_LABELS, USER_TEXT } from './messages';
import { userRepository } from './userRepository';

const T = USER_TEXT.list;

/** The search text once typing pauses, so that each keystroke does not open a new query. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One query's results; keyed by the query, so paging starts again whenever the search changes. */
function UserResults({ corpId, token, text, companyName }: { corpId: string; token: string; text: string; companyName: string }) {
  const list = useMemo(() => userRepository.listQuery(corpId, token), [corpId, token]);
  const users = usePagedList(list, `${corpId}|${token}`);
  return (
    <>
      <ListLoadFailed error={users.error} text={T.loadFailed} />
      {users.loading ? (
        <Loading />
      ) : users.rows.length === 0 ? (
        <p className="text-body-secondary" data-testid="users-empty">
          {token ? T.noMatches(text.trim()) : T.empty}
        </p>
      ) : (
        <Table responsive hover className="align-middle" data-testid="users-table">
          <caption className="visually-hidden">{T.caption(companyName)}</caption>
          <thead>
            <tr>
              <th scope="col">{USER_TEXT.fields.name}</th>
              <th scope="col">{USER_TEXT.fields.email}</th>
              <th scope="col">{USER_TEXT.fields.role}</th>
              <th scope="col">{T.stateColumn}</th>
            </tr>
          </thead>
          <tbody>
            {users.rows.map((u) => (
              <tr key={u.id}>
                <th scope="row" className="fw-normal">
                  <AppLink to={`/users/details?userId=${encodeURIComponent(u.id)}`}>{u.name || u.email}</AppLink>
                </th>
                <td className="text-break">{u.email}</td>
                <td>{ROLE_LABELS[u.role]}</td>
                <td>
                  <Badge bg={u.active ? 'success' : 'secondary'}>{u.active ? T.state.active : T.state.inactive}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ListPager list={users} noun={T.noun} />
    </>
  );
}

export default function UserListPage() {
  const { corpId, corp } = useCompanyActor();
  const [text, setText] = useState('');
  const settled = useSettled(text);
  const token = searchToken(settled);

  return (
    <section aria-labelledby="users-title">
      <ListHeading id="users-title" title={T.title}>
        <div className="d-flex flex-wrap gap-2">
          <AppLink className="btn btn-outline-secondary" to={`/corps/details?corpId=${encodeURIComponent(corpId)}`}>
            {T.companyData}
          </AppLink>
          <AppLink className="btn btn-primary" to="/users/details">
            {T.add}
          </AppLink>
        </div>
      </ListHeading>
      <Form role="search" className="mb-3" onSubmit={(e) => e.preventDefault()}>
        <Form.Label htmlFor="users-search">{T.search}</Form.Label>
        <Form.Control
          id="users-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="users-search-help"
          autoComplete="off"
        />
        <Form.Text id="users-search-help">{T.searchHelp}</Form.Text>
      </Form>
      <UserResults key={token} corpId={corpId} token={token} text={settled} companyName={corp.name} />
    </section>
  );
}
