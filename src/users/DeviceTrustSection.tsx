/** Mi cuenta: whether this browser is a trusted device (kept per device, applied by reloading). */
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { changeDeviceTrust } from '../firebase/deviceData';
import { isTrustedDevice } from '../firebase/deviceTrust';
import { OFFLINE_TEXT } from '../shared/offline/messages';

export function DeviceTrustSection() {
  const [applying, setApplying] = useState(false);
  const onChange = (trusted: boolean) => {
    setApplying(true);
    changeDeviceTrust(trusted).catch((error: unknown) => {
      console.error('No se ha podido cambiar el dispositivo de confianza', error);
      window.location.reload();
    });
  };
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{OFFLINE_TEXT.trustedTitle}</h2>
        <Form.Group controlId="account-trusted">
          <Form.Check
            type="switch"
            label={OFFLINE_TEXT.trustedLabel}
            defaultChecked={isTrustedDevice()}
            disabled={applying}
            onChange={(e) => onChange(e.currentTarget.checked)}
            aria-describedby="account-trusted-help"
          />
          <Form.Text id="account-trusted-help" className="d-block">
            {OFFLINE_TEXT.trustedHelp} {applying ? OFFLINE_TEXT.trustedApplying : OFFLINE_TEXT.trustedReload}
          </Form.Text>
        </Form.Group>
      </Card.Body>
    </Card>
  );
}
