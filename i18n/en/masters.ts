/** The masters: business types, education, districts, posts, villages. */
export const masters = {
  resources: {
    businesses: {
      name: 'Business Type |||| Business Types',
      fields: {
        name: 'Name',
      },
    },
    education: {
      name: 'Education |||| Education',
      fields: {
        name: 'Name',
      },
    },
    district: {
      name: 'District |||| Districts',
      fields: {
        name: 'Name',
      },
    },
    post: {
      name: 'Post |||| Posts',
      fields: {
        name: 'Name',
        district: 'District',
        district_id: 'District',
        districtSelected: 'District',
      },
    },
    village: {
      name: 'Village |||| Villages',
      fields: {
        name: 'Name',
        post: 'Post',
        post_id: 'Post',
        postSelected: 'Post',
      },
    },
  },
  app: {
    masters: {
      name_gu: 'Gujarati name',
      name_gu_help:
        'As written in Gujarati letters; shown on Gujarati screens and in Gujarati books.',
    },
  },
};
