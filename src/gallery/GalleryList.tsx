import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { DataTable, TextInput, useRecordContext } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { GoesToo } from '../common/lists/GoesToo';
import { ThumbnailButton } from '../common/dialogs/ImageViewer';
import { LinkButton } from '../common/buttons/LinkButton';
import { PhotoInput } from '../common/inputs/PhotoInput';
import { ResourceList } from '../common/lists/ResourceList';
import { StatusSwitch } from '../common/buttons/StatusSwitch';
import { requiredName } from '../common/inputs/validators';
import type { Gallery } from './types';

/** Name and cover: both required on add; on edit the stored cover stays unless another is chosen. */
const GalleryInputs = () => {
  const record = useRecordContext<Gallery>();
  return (
    <>
      <PhotoInput
        source="image_file"
        current={record?.image}
        label="app.gallery.choose_cover"
        required
      />
      <TextInput source="name" validate={requiredName} autoFocus fullWidth />
    </>
  );
};

const ImagesLink = () => {
  const record = useRecordContext<Gallery>();
  if (!record) return null;
  return (
    <LinkButton
      to={`/gallery/${record.id}/images`}
      label="app.gallery.images"
      labelOptions={{ smart_count: record.images_count ?? 0 }}
      icon={<PhotoLibraryIcon />}
    />
  );
};

/**
 * /gallery: the albums with their show/hide switch, cover, name and images; add
 * and edit (name and cover) in a dialog, Remove with its images.
 */
const GalleryList = () => (
  <ResourceList
    title="resources.gallery.name"
    sort={{ field: 'id', order: 'DESC' }}
    actions={
      <AddInDialogButton label="app.common.add">
        <GalleryInputs />
      </AddInDialogButton>
    }
  >
    <DataTable<Gallery> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="status" label="app.status.shown">
        <StatusSwitch resource="gallery" />
      </DataTable.Col>
      <DataTable.Col
        source="image"
        disableSort
        render={(row) => <ThumbnailButton src={row.image} thumb={row.thumb} title={row.name} />}
      />
      <DataTable.Col source="name" render={(row) => <span translate="no">{row.name}</span>} />
      <DataTable.Col label="app.gallery.images_column" disableSort>
        <ImagesLink />
      </DataTable.Col>
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton>
          <GalleryInputs />
        </EditInDialogButton>
        <DeleteRowButton
          verb="remove"
          details={
            <GoesToo<Gallery> counts={(r) => ({ 'app.gallery.images_go_too': r.images_count })} />
          }
        />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default GalleryList;
