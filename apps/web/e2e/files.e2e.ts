// Attachments (issue 19): a teacher attaches a PDF, an image and a link to a material in the form;
// a student of the class sees them, previews the image and the PDF in the page and downloads the
// file; a student of another class cannot read it. run.mjs runs it twice: against a server storing
// files on disk, and against one storing them in S3 (s3rver).
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FILE_MSG, MSG } from '@lyceum/shared/messages';
import { pathOf } from './support/browser';
import { createClassWithMembers, materialsOf, solidPng, tokenOf } from './support/content';
import { baseUrl } from './support/env';
import { expectEventually, expectToast, expectVisible } from './support/expect';
import { setupPage } from './support/fixture';
import { minimalPdf } from './support/files';
import { createTopic } from './support/seed-content';
import { signInWithSession } from './support/session';
import { blobInBucket, storage } from './support/storage';

const ctx = setupPage();

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records Content-Security-Policy violations from the first script on, across navigations. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
}

const pdfBytes = minimalPdf('Lens equation: 1/f = 1/u + 1/v');
const pngBytes = solidPng(320, 200, [14, 165, 233]);

describe(`attachments (files on ${storage === 's3' ? 'S3' : 'disk'})`, { timeout: 90_000 }, () => {
  it('a teacher attaches a PDF, an image and a link; a student previews and downloads them; another class cannot', async () => {
    const { page } = ctx;
    const fixture = await createClassWithMembers('files');
    const outsider = (await createClassWithMembers('files-elsewhere')).student;
    const topic = await createTopic(await tokenOf(fixture.teacher), fixture.classId, 'Optics');

    // Teacher: the form, with files picked through the drop zone (a button opening the picker).
    await signInWithSession(page, fixture.teacher.email, fixture.teacher.password, `/dashboard/classes/${fixture.classId}/topics/${topic._id}/materials/create`);
    await page.getByLabel('Title').fill('Lenses');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Read the notes before class.');

    // A file the server refuses by its bytes (a "PDF" that is text): its message, beside the file and as a toast.
    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Choose files or drag them here/ }).click();
    await (await chooser).setFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await expectToast(page, FILE_MSG.typeNotAllowed);
    const drafts = page.getByRole('list', { name: 'Attached files and links' });
    await expectVisible(drafts.getByRole('alert').filter({ hasText: FILE_MSG.typeNotAllowed }));
    await page.getByRole('button', { name: 'Remove fake.pdf' }).click();

    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Choose files or drag them here/ }).click();
    await (await chooser).setFiles([
      { name: 'lens-notes.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
      { name: 'ray-diagram.png', mimeType: 'image/png', buffer: pngBytes },
    ]);
    // Uploaded: each shows its kind and size once the server has answered.
    await expectVisible(drafts.getByText(`PDF · ${pdfBytes.length} B`));
    await expectVisible(drafts.getByText(/^Image · \d/));
    await page.getByLabel('Link address').fill('https://en.wikipedia.org/wiki/Lens');
    await page.getByLabel(/Link name/).fill('Lens (Wikipedia)');
    await page.getByRole('button', { name: 'Add link' }).click();
    await expectVisible(drafts.getByText('en.wikipedia.org'));
    await page.getByRole('button', { name: 'Create Material' }).click();
    await expectToast(page, MSG.materialCreated);
    await expectEventually(() => pathOf(page), `/dashboard/classes/${fixture.classId}`);

    const [material] = await materialsOf(topic._id);
    expect(material!.attachments.map((attachment) => [attachment.kind, attachment.name])).toEqual([
      ['file', 'lens-notes.pdf'],
      ['file', 'ray-diagram.png'],
      ['link', 'Lens (Wikipedia)'],
    ]);
    if (storage === 's3') {
      // The bytes are in the bucket, under the file's id.
      const [pdfFile, pngFile] = material!.attachments.flatMap((attachment) => (attachment.kind === 'file' ? [attachment._id] : []));
      expect((await blobInBucket(pdfFile!))?.equals(pdfBytes)).toBe(true);
      expect((await blobInBucket(pngFile!))?.equals(pngBytes)).toBe(true);
    }

    // Student of the class: the material view lists them, previews both kinds, downloads the PDF.
    await recordViolations(page);
    await signInWithSession(page, fixture.student.email, fixture.student.password, `/dashboard/classes/${fixture.classId}/topics/${topic._id}/materials/${material!._id}`);
    const section = page.getByTestId('attachments');
    await expectVisible(section.getByRole('heading', { name: 'Attachments (3)' }));
    await expectVisible(section.getByText(`PDF · ${pdfBytes.length} B`));
    await expectVisible(section.getByText('en.wikipedia.org'));
    expect(await section.getByRole('link', { name: 'Open Lens (Wikipedia) (new tab)' }).getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Lens');

    await section.getByRole('button', { name: 'Preview ray-diagram.png' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'ray-diagram.png' });
    const image = imageDialog.getByRole('img', { name: 'ray-diagram.png' });
    await expectVisible(image);
    // Loaded and decoded: the page's policy allows the app's own files as images.
    await expectEventually(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), 320);
    await page.keyboard.press('Escape');
    await imageDialog.waitFor({ state: 'detached' });

    const previewAnswer = page.waitForResponse((response) => response.url().includes(`/api/files/`) && response.url().includes('inline=1') && response.request().resourceType() === 'document');
    await section.getByRole('button', { name: 'Preview lens-notes.pdf' }).click();
    const pdfDialog = page.getByRole('dialog', { name: 'lens-notes.pdf' });
    await expectVisible(pdfDialog.getByTitle('Preview of lens-notes.pdf'));
    const preview = await previewAnswer;
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('application/pdf');
    expect(preview.headers()['content-disposition']).toMatch(/^inline;/);
    // The frame shows the document (Chromium's PDF viewer takes it), not an error page.
    await expectEventually(async () => {
      const frames = page.frames().filter((candidate) => candidate.url().includes('inline=1'));
      const contents = await Promise.all(frames.map((frame) => frame.content().catch(() => '')));
      return contents.some((html) => /<embed[^>]+type="application\/(x-google-chrome-)?pdf"/.test(html));
    }, true, 10_000);
    expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
    await page.keyboard.press('Escape');
    await pdfDialog.waitFor({ state: 'detached' });

    const downloading = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Download lens-notes.pdf' }).click();
    const download = await downloading;
    const studentUrl = await section.getByRole('link', { name: 'Download lens-notes.pdf' }).getAttribute('href');
    expect(download.suggestedFilename()).toBe('lens-notes.pdf');
    expect((await readFile(await download.path())).equals(pdfBytes)).toBe(true);

    // The all-materials list counts them.
    await page.goto('/dashboard/materials');
    await expectVisible(page.getByTestId('material-item').filter({ hasText: 'Lenses' }).getByText('3 attachments'));

    // The signed URL the student was given works without a header, and is the file...
    const pdf = material!.attachments[0];
    if (pdf?.kind !== 'file') throw new Error('the PDF is the first attachment');
    const plain = await fetch(baseUrl + studentUrl!);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await plain.arrayBuffer()).equals(pdfBytes)).toBe(true);
    // ...but a student of another class, asking for it as themself, is told it does not exist.
    const outsiderToken = await tokenOf(outsider);
    for (const url of [studentUrl!, `/api/files/${encodeURIComponent(pdf._id)}`]) {
      const refused = await fetch(baseUrl + url, { headers: { Authorization: `Bearer ${outsiderToken}` } });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ message: FILE_MSG.notFound });
    }
  });
});
