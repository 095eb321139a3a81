// The local stand-in for a mail server (issue 33): an SMTP server that takes every message
// (no TLS, no password: it listens on 127.0.0.1 only) and keeps each one as <id>.eml (the raw
// message as received) and <id>.json (a summary: envelope, headers, text, attachments) in a
// folder, beside a tiny HTTP server that lists them:
//   GET /                          an HTML page with the messages, newest first
//   GET /messages                  the summaries as JSON, newest first
//   GET /messages/<id>             one summary
//   GET /messages/<id>.eml         the raw message
//   GET /messages/<id>/attachments/<n>   the n-th attachment's bytes
//   DELETE /messages               forgets every message (tests)
//   POST /__fail  {"count":n,"code":550}  the next n messages are refused with that SMTP code (tests)
// scripts/lib/emulators.mjs starts it for `npm start` (folder .emulator-data/mail) and `npm test`
// (the run's output folder), on the run's ports (scripts/lib/ports.mjs: smtp, mail).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** The largest message taken (a PDF of many pages fits well within it). */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const ID = /^[0-9]{8}T[0-9]{9}Z-[0-9]{4}$/;

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, dir: string, log?: (message: string) => void }} options
 *   0 (the default) takes a free port.
 */
export async function startMailStandin({ smtpPort = 0, httpPort = 0, host = '127.0.0.1', dir, log = () => {} }) {
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  /** Refusals asked for by a test: [{ code }] taken one per message. */
  const failures = [];

  const newId = () => {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '');
    sequence = (sequence + 1) % 10000;
    return `${stamp}-${String(sequence).padStart(4, '0')}`;
  };

  function summaries() {
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()
      .map((f) => {
        try {
          return JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
        } catch {
          return null;
        }
      })
      .filter(Boolean);
  }

  async function store(raw, session) {
    const id = newId();
    const parsed = await simpleParser(raw);
    const summary = {
      id,
      receivedAt: new Date().toISOString(),
      envelope: {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((r) => r.address),
      },
      from: parsed.from?.text ?? null,
      to: parsed.to ? [parsed.to].flat().flatMap((a) => a.value.map((v) => v.address)) : [],
      replyTo: parsed.replyTo?.text ?? null,
      subject: parsed.subject ?? null,
      messageId: parsed.messageId ?? null,
      text: parsed.text ?? '',
      attachments: parsed.attachments.map((a, n) => ({ n, filename: a.filename ?? null, contentType: a.contentType, size: a.size })),
      size: raw.length,
    };
    fs.writeFileSync(path.join(dir, `${id}.eml`), raw);
    fs.writeFileSync(path.join(dir, `${id}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    log(`mail ${id}: ${summary.subject} → ${summary.envelope.to.join(', ')}`);
    return summary;
  }

  const smtp = new SMTPServer({
    name: 'almacena-mail-standin',
    banner: 'Almacena: sustituto local del servidor de correo',
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          const error = new Error('Mensaje demasiado grande');
          error.responseCode = 552;
          return callback(error);
        }
        const failure = failures.shift();
        if (failure) {
          const error = new Error('Rechazado por el sustituto (prueba)');
          error.responseCode = failure.code;
          return callback(error);
        }
        store(Buffer.concat(chunks), session).then(
          (summary) => callback(null, `Guardado ${summary.id}`),
          (error) => {
            log(`mail: could not store a message: ${error.message}`);
            callback(error);
          },
        );
      });
    },
  });

  // SMTPServer re-emits its sockets' errors; without a listener an 'error' event would end the process.
  smtp.on('error', (error) => log(`mail stand-in: ${error.message}`));

  function page(list) {
    const rows = list
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.envelope.to.join(', '))}</td><td><a href="/messages/${m.id}.eml">${escapeHtml(m.subject ?? '(sin asunto)')}</a></td>` +
          `<td>${m.attachments.map((a) => `<a href="/messages/${m.id}/attachments/${a.n}">${escapeHtml(a.filename ?? `adjunto ${a.n + 1}`)}</a>`).join('<br>')}</td></tr>`,
      )
      .join('\n');
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Correo local de Almacena</title></head><body>
<h1>Correo recibido por el sustituto local</h1>
<p>${list.length} mensaje(s), guardados en <code>${escapeHtml(dir)}</code>. JSON: <a href="/messages">/messages</a>.</p>
<table border="1" cellpadding="4"><thead><tr><th>Recibido</th><th>Para</th><th>Asunto</th><th>Adjuntos</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>\n`;
  }

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status, type, body) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    const json = (status, value) => send(status, 'application/json; charset=utf-8', `${JSON.stringify(value)}\n`);
    try {
      if (req.method === 'GET' && url.pathname === '/') return send(200, 'text/html; charset=utf-8', page(summaries()));
      if (req.method === 'GET' && url.pathname === '/health') return json(200, { ok: true });
      if (req.method === 'GET' && url.pathname === '/messages') return json(200, summaries());
      if (req.method === 'DELETE' && url.pathname === '/messages') {
        for (const f of fs.readdirSync(dir)) if (/\.(eml|json)$/.test(f)) fs.rmSync(path.join(dir, f), { force: true });
        failures.length = 0;
        return json(200, { ok: true });
      }
      if (req.method === 'POST' && url.pathname === '/__fail') {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          const { count = 1, code = 550 } = JSON.parse(body || '{}');
          for (let i = 0; i < count; i++) failures.push({ code });
          json(200, { ok: true });
        });
        return undefined;
      }
      const match = /^\/messages\/([^/]+?)(\.eml)?(?:\/attachments\/(\d+))?$/.exec(url.pathname);
      if (req.method === 'GET' && match && ID.test(match[1])) {
        const [, id, eml, n] = match;
        const file = path.join(dir, `${id}.${eml ? 'eml' : 'json'}`);
        if (!fs.existsSync(file)) return json(404, { error: 'not found' });
        if (eml && n === undefined) return send(200, 'message/rfc822', fs.readFileSync(file));
        if (n === undefined) return send(200, 'application/json; charset=utf-8', fs.readFileSync(file));
        simpleParser(fs.readFileSync(path.join(dir, `${id}.eml`))).then(
          (parsed) => {
            const attachment = parsed.attachments[Number(n)];
            if (!attachment) return json(404, { error: 'not found' });
            return send(200, attachment.contentType || 'application/octet-stream', attachment.content);
          },
          (error) => json(500, { error: error.message }),
        );
        return undefined;
      }
      return json(404, { error: 'not found' });
    } catch (error) {
      return json(500, { error: error.message });
    }
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(server.address().port);
      });
    });
  const boundSmtp = await listen(smtp.server, smtpPort);
  let boundHttp;
  try {
    boundHttp = await listen(web, httpPort);
  } catch (error) {
    await new Promise((resolve) => smtp.close(resolve));
    throw error;
  }
  log(`mail stand-in: SMTP ${host}:${boundSmtp}, web http://${host}:${boundHttp}/, folder ${dir}`);
  return {
    smtpPort: boundSmtp,
    httpPort: boundHttp,
    url: `http://${host}:${boundHttp}`,
    dir,
    close: () =>
      Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => web.close(resolve)), web.closeAllConnections?.()]).then(
        () => undefined,
      ),
  };
}
