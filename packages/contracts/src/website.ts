/** Website config of spec 01 §3, as `get-website-config` returns it. */
export interface WebsiteConfig {
  name: string;
  shortName: string;
  description: string;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
  register: boolean;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  openAiChat: boolean;
  /**
   * Visitors who are not signed in may browse the problem list and read problems (spec 01 §6);
   * off, those calls answer 401 and the web app asks them to sign in (spec 03 §2.1). Submitting
   * always needs sign-in.
   */
  guestBrowseProblems: boolean;
  /**
   * Markdown may show images from other hosts (issue 20 F10). Off (the default), pages load images
   * from the site's own files only: the gateway's Content-Security-Policy refuses others, and the
   * markdown renderer shows an outside image as a link, so nobody is tracked by a pixel in a text.
   */
  outsideImages: boolean;
  visible1: boolean;
  visible2: boolean;
  visible3: boolean;
  visible4: boolean;
  image1: string;
  image2: string;
  image3: string;
  addr1: string;
  addr2: string;
  addr3: string;
}

/** Defaults used until an admin changes them. Short name falls back to "OJ" (spec 01 §1). */
export const DEFAULT_WEBSITE_CONFIG: Readonly<WebsiteConfig> = {
  name: 'Online Judge',
  shortName: 'OJ',
  description: 'Practise programming: read problems, submit code, get judged in a sandbox, and compete.',
  recordName: '',
  recordUrl: '',
  projectName: 'OJ',
  projectUrl: '',
  register: true,
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openAiChat: false,
  guestBrowseProblems: true,
  outsideImages: false,
  visible1: true,
  visible2: true,
  visible3: true,
  visible4: true,
  image1: '',
  image2: '',
  image3: '',
  addr1: '',
  addr2: '',
  addr3: '',
};
