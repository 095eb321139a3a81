const AUTH = 'http://127.0.0.1:12599', FN = 'http://127.0.0.1:8501/demo-almacena/europe-southwest1';
const [email, corpId, name, body] = process.argv.slice(2);
const r = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'almacena2026', returnSecureToken: true }) });
const { idToken } = await r.json();
const t = performance.now();
const res = await fetch(`${FN}/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` }, body: JSON.stringify({ data: { corpId, ...JSON.parse(body) } }) });
console.log(name, Math.round(performance.now() - t), 'ms', (await res.text()).slice(0, 100));
