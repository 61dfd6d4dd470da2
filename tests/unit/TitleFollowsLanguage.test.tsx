import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Form, RadioButtonGroupInput, TextInput } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TITLES, TitleFollowsLanguage } from '../../src/directory/TitleFollowsLanguage';
import { renderInAdmin } from './renderInAdmin';

afterEach(cleanup);

const renderForm = () =>
  renderInAdmin(
    <Form record={{ language: 'gu', title: DEFAULT_TITLES.gu }}>
      <TitleFollowsLanguage />
      <TextInput source="title" label="Cover title" />
      <RadioButtonGroupInput
        source="language"
        label="Labels in"
        choices={[
          { id: 'gu', name: 'Gujarati' },
          { id: 'en', name: 'English' },
        ]}
      />
    </Form>,
  );

describe("the printed directory's cover title (docs/directory.md)", () => {
  it('follows the book’s language while it is the default, and stays as the administrator wrote it', async () => {
    renderForm();
    const title = (await screen.findByRole('textbox', { name: 'Cover title' })) as HTMLInputElement;
    expect(title.value).toBe('પરિવાર ડિરેક્ટરી');
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(title.value).toBe('Family Directory');
    fireEvent.click(screen.getByRole('radio', { name: 'Gujarati' }));
    expect(title.value).toBe('પરિવાર ડિરેક્ટરી');
    fireEvent.change(title, { target: { value: 'Surat Parivar' } });
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(title.value).toBe('Surat Parivar');
  });
});
