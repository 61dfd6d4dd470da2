import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Form,
  NumberInput,
  RadioButtonGroupInput,
  TextInput,
  useDataProvider,
  useLocaleState,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { placeName, type PlaceNamed } from '../common/format/placeName';
import { Section } from '../common/page/Section';
import { SubmitButton } from '../common/buttons/SubmitButton';
import { useLookup } from '../common/hooks/useLookup';
import { requiredText } from '../common/inputs/validators';
import type { AppDataProvider } from '../resources';
import { toFormErrors } from '../providers/formErrors';
import { useServerText } from '../providers/serverText';
import { DEFAULT_TITLES, TitleFollowsLanguage } from './TitleFollowsLanguage';
import type { BookOptionsInput } from './types';
import { usePrinter } from './usePrinter';

const fields = 'resources.directory_books.fields';

/** Every village with its post, for the villages' choice, named in the screen's language. */
const useVillages = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['directory', 'villages', locale],
    queryFn: async () =>
      (
        await dataProvider.getList<PlaceNamed & { id: number; post?: PlaceNamed }>('village', {
          pagination: { page: 1, perPage: 5000 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        })
      ).data.map((v) => ({
        id: v.id,
        name: v.post
          ? `${placeName(v, locale)} (${placeName(v.post, locale)})`
          : placeName(v, locale),
      })),
    staleTime: 60_000,
  });
};

/**
 * What a book covers and how it prints: places (none: everything), language,
 * page size, photos, the cover's title and year. Print puts it in line.
 */
export const BookForm = () => {
  const translate = useTranslate();
  const say = useServerText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const printer = usePrinter();
  const districts = useLookup('district');
  const posts = useLookup('villagePosts');
  const villages = useVillages();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.create('directory_books', { data: values as BookOptionsInput });
      refresh();
      return undefined;
    } catch (error) {
      return toFormErrors(error, say);
    }
  };
  const record: BookOptionsInput = {
    district_ids: [],
    post_ids: [],
    village_ids: [],
    language: 'gu',
    page_size: 'A5',
    photos: true,
    married_daughters: true,
    title: DEFAULT_TITLES.gu,
    year: new Date().getFullYear(),
  };
  return (
    <Box sx={{ mb: 2 }}>
      {printer.data && !printer.data.available && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.directory.no_printer')} <code>{printer.data.install}</code>
        </Alert>
      )}
      <Form record={record} onSubmit={submit} resource="directory_books">
        <TitleFollowsLanguage />
        <Section title="app.directory.new_book">
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            <AutocompleteArrayInput
              source="district_ids"
              label={`${fields}.district_ids`}
              choices={districts.data ?? []}
              helperText="app.directory.places_help"
            />
            <AutocompleteArrayInput
              source="post_ids"
              label={`${fields}.post_ids`}
              choices={posts.data ?? []}
              helperText={false}
            />
            <AutocompleteArrayInput
              source="village_ids"
              label={`${fields}.village_ids`}
              choices={villages.data ?? []}
              helperText={false}
            />
            <TextInput source="title" label={`${fields}.title`} validate={[requiredText]} />
            <NumberInput source="year" label={`${fields}.year`} min={1900} max={2200} />
            <BooleanInput source="photos" label={`${fields}.photos`} />
            <BooleanInput source="married_daughters" label={`${fields}.married_daughters`} />
            <RadioButtonGroupInput
              source="language"
              label={`${fields}.language`}
              choices={[
                { id: 'gu', name: 'app.directory.languages.gu' },
                { id: 'en', name: 'app.directory.languages.en' },
              ]}
            />
            <RadioButtonGroupInput
              source="page_size"
              label={`${fields}.page_size`}
              choices={[
                { id: 'A5', name: 'app.directory.sizes.A5' },
                { id: 'A4', name: 'app.directory.sizes.A4' },
              ]}
            />
          </Box>
          <SubmitButton label="app.directory.print" icon={<PrintIcon />} />
        </Section>
      </Form>
    </Box>
  );
};
