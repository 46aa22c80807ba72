import { render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { stubObjectUrls } from '../../test/downloads';
import { MAX_FILE_BYTES } from '@app/shared/files';
import { FILE_BUTTON_TEXT, FileInput, MSG_NO_FILE, MSG_NO_PREVIEW } from './FileInput';

function Harness() {
  const [file, setFile] = useState<File | null>(null);
  return <FileInput label="Justificatif" file={file} onChange={setFile} required />;
}

// A stand-in records which object URLs stay alive.
const live = stubObjectUrls();

// applyAccept off: a user can still pick "all files" in the browser's file dialog.
const pick = async (file: File) => {
  await userEvent
    .setup({ applyAccept: false })
    .upload(screen.getByLabelText(/^Justificatif/), file);
};

/** Renders the input and picks a one-byte file of that name and type. */
const renderAndPick = async (name: string, type: string) => {
  render(<Harness />);
  await pick(new File(['x'], name, { type }));
};

describe('FileInput text', () => {
  test('a French button and "Aucun fichier choisi", then the chosen file’s name', async () => {
    render(<Harness />);
    expect(FILE_BUTTON_TEXT).toBe('Choisir un fichier');
    expect(MSG_NO_FILE).toBe('Aucun fichier choisi');
    expect(screen.getByText('Choisir un fichier')).toBeTruthy();
    const input = screen.getByLabelText(/^Justificatif/);
    expect(input.getAttribute('aria-describedby')).toBe(
      screen.getByText('Aucun fichier choisi').id,
    );

    await pick(new File(['x'], 'ticket-caisse.png', { type: 'image/png' }));
    expect(screen.queryByText('Aucun fichier choisi')).toBeNull();
    expect(screen.getByText('ticket-caisse.png').id).toBe(input.getAttribute('aria-describedby'));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retirer le fichier' }));
    expect(screen.getByText('Aucun fichier choisi')).toBeTruthy();
  });

  test('the form’s message is read with the file’s name', () => {
    render(
      <FileInput label="Justificatif" file={null} onChange={() => undefined} error="Requis." />,
    );
    const input = screen.getByLabelText(/^Justificatif/);
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Requis.',
      'Aucun fichier choisi',
    ]);
  });
});

describe('FileInput preview', () => {
  test.each([
    ['facture.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['photo.webp', 'image/webp'],
    ['notes.txt', 'text/plain'],
  ])('%s (%s): "Aperçu non disponible pour ce type de fichier"', async (name, type) => {
    await renderAndPick(name, type);
    expect(screen.getByText(MSG_NO_PREVIEW)).toBeTruthy();
    expect(MSG_NO_PREVIEW).toBe('Aperçu non disponible pour ce type de fichier');
    expect(screen.getByText(name)).toBeTruthy();
  });

  test.each([
    ['ticket.jpg', 'image/jpeg'],
    ['ticket.png', 'image/png'],
    ['logo.svg', 'image/svg+xml'],
  ])('%s is previewed as an image', async (name, type) => {
    await renderAndPick(name, type);
    const image = screen.getByRole('img', { name: `Aperçu de ${name}` }) as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/^blob:test\//);
    expect(screen.queryByText(MSG_NO_PREVIEW)).toBeNull();
  });

  test('a PDF is previewed in an <object> and its URL is revoked when removed', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await pick(new File(['%PDF-1.4'], 'recu.pdf', { type: 'application/pdf' }));

    const preview = container.querySelector('object');
    expect(preview?.getAttribute('type')).toBe('application/pdf');
    expect(live.size).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Retirer le fichier' }));
    expect(container.querySelector('object')).toBeNull();
    expect(live.size).toBe(0);
  });

  test('the object URL is revoked on unmount', async () => {
    const { unmount } = render(<Harness />);
    await pick(new File(['x'], 'ticket.png', { type: 'image/png' }));
    expect(live.size).toBe(1);
    unmount();
    expect(live.size).toBe(0);
  });
});

describe('FileInput size', () => {
  test('a file over 10 MB is refused under the field and the file chosen before stays', async () => {
    render(<Harness />);
    await pick(new File(['x'], 'ticket-caisse.png', { type: 'image/png' }));
    await pick(
      new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' }),
    );

    const input = screen.getByLabelText(/^Justificatif/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Le fichier dépasse la taille maximale de 10 Mo.',
      'ticket-caisse.png',
    ]);

    await pick(new File(['x'], 'facture.pdf', { type: 'application/pdf' }));
    expect(screen.queryByText('Le fichier dépasse la taille maximale de 10 Mo.')).toBeNull();
    expect(screen.getByText('facture.pdf')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });
});
