/** Gujarati given names, written as families write them in English forms. */
export const MALE_NAMES = [
  'Rameshbhai', 'Jayeshbhai', 'Mahesh', 'Kiran', 'Hitesh', 'Nilesh', 'Dipak', 'Paresh', 'Bharat',
  'Pravin', 'Dinesh', 'Ketan', 'Vipul', 'Rakesh', 'Jignesh', 'Harshad', 'Ashok', 'Mukesh', 'Bhavesh',
  'Nikunj', 'Parth', 'Dhruv', 'Harsh', 'Yash', 'Meet', 'Jay', 'Rahul', 'Chirag', 'Sagar', 'Vishal',
  'Nirav', 'Alpesh', 'Kalpesh', 'Sanjay', 'Naresh', 'Girish', 'Manoj', 'Hemant', 'Tushar', 'Darshan',
  'Kamlesh', 'Jitendra', 'Bhupendra', 'Mahendra', 'Kanubhai', 'Ramanbhai', 'Babubhai', 'Amrutlal',
  'Shankarbhai', 'Vitthalbhai', 'Kantilal', 'Govindbhai', 'Hasmukh', 'Arvind', 'Rajesh', 'Umesh',
  'Devang', 'Hardik', 'Krunal', 'Maulik', 'Aarav', 'Vihaan', 'Dev', 'Krish', 'Om', 'Het', 'Jash',
];

export const FEMALE_NAMES = [
  'Geetaben', 'Hansaben', 'Manisha', 'Nisha', 'Priya', 'Komal', 'Heena', 'Jagruti', 'Bhavna', 'Kajal',
  'Rekha', 'Sonal', 'Dharti', 'Pooja', 'Riya', 'Krupa', 'Mital', 'Payal', 'Urvashi', 'Daksha',
  'Kokilaben', 'Shilpa', 'Asha', 'Varsha', 'Jyotsna', 'Sarojben', 'Kamlaben', 'Shantaben', 'Induben',
  'Nayna', 'Falguni', 'Hetal', 'Khushbu', 'Dhara', 'Trupti', 'Rinkal', 'Ami', 'Foram', 'Janvi',
  'Kinjal', 'Mansi', 'Nidhi', 'Palak', 'Rutvi', 'Shreya', 'Tanvi', 'Vrunda', 'Zeel', 'Diya', 'Kavya',
];

export const RELATIONS = [
  'Self', 'Wife', 'Husband', 'Son', 'Daughter', 'Father', 'Mother', 'Brother', 'Sister',
  'Daughter-in-law', 'Son-in-law', 'Grandson', 'Granddaughter', 'Other',
];

export const EDUCATION = [
  'SSC (10th)', 'HSC (12th)', 'Primary', 'ITI', 'Diploma', 'B.A.', 'B.Com.', 'B.Sc.', 'B.E. / B.Tech.',
  'MBBS', 'M.A.', 'M.Com.', 'M.Sc.', 'MBA', 'M.E. / M.Tech.', 'Ph.D.',
];

export const BUSINESS_TYPES = [
  'Agriculture', 'Dairy', 'Textiles', 'Diamonds', 'Construction', 'Trading', 'IT Services',
  'Transport', 'Medical', 'Education', 'Hotels and Restaurants', 'Government Service',
];

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'] as const;
export const BLOOD_WEIGHTS = [22, 2, 32, 2, 30, 2, 9, 1];
