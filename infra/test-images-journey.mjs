// One user's journey through the gateway of a stack started from the images (infra/test-images.sh):
// sign in, make a funder, upload a document, download it through its signed link, open the data tables
// (the assistant's per-organisation copy under /app/.data) and ask the assistant. Prints one line per
// step; exits non-zero at the first that fails.
//
//   node infra/test-images-journey.mjs <gateway URL> <e-mail>     (password in GRANTFLOW_ADMIN_PASSWORD)

const [gateway, email] = process.argv.slice(2);
const password = process.env.GRANTFLOW_ADMIN_PASSWORD;
if (!gateway || !email || !password) {
  console.error(
    'usage: GRANTFLOW_ADMIN_PASSWORD=… node infra/test-images-journey.mjs <gateway URL> <e-mail>',
  );
  process.exit(2);
}

const print = (line) => console.log(`   journey: ${line}`);
const fail = (what, detail) => {
  console.error(`FAIL - journey: ${what}\n       ${detail}`);
  process.exit(1);
};

async function graphql(query, variables, token) {
  const response = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || body.errors)
    fail(query.split('{')[0].trim(), `${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const page = await fetch(`${gateway}/`);
const html = await page.text();
if (!page.ok || !html.includes('<div id="root">'))
  fail('the web app', `${page.status} ${html.slice(0, 200)}`);
print('GET / serves the web app');

const { loginUser: token } = await graphql(
  'mutation SignIn($email: String!, $password: String!) { loginUser(email: $email, password: $password) }',
  { email, password },
);
if (typeof token !== 'string' || token.length < 20) fail('sign in', `no token: ${token}`);
const { currentUser } = await graphql('query Me { currentUser { id role organization { id } } }', {}, token);
if (currentUser?.role !== 'ADMIN') fail('sign in', JSON.stringify(currentUser));
print(`signed in as ${email} (ADMIN, organisation ${currentUser.organization.id})`);

const { createFunder } = await graphql(
  'mutation Funder($params: FunderCreateParams!) { createFunder(params: $params) { id } }',
  { params: { name: 'Zephyr Community Fund', type: 'FOUNDATION' } },
  token,
);
print(`funder ${createFunder.id} created`);

const text = [
  'Zephyr Community Fund: reporting guide',
  'The Zephyr interim narrative report is due on 14 March, sent to the programme officer Ana Lindqvist.',
].join('\n');
const form = new FormData();
form.append(
  'operations',
  JSON.stringify({
    query:
      'mutation Upload($file: Upload!, $funderId: ID!) { uploadFile(file: $file, funderId: $funderId) { id name size signedUrl } }',
    variables: { file: null, funderId: createFunder.id },
  }),
);
form.append('map', JSON.stringify({ 0: ['variables.file'] }));
form.append('0', new Blob([text], { type: 'text/plain' }), 'zephyr-reporting-guide.txt');
const uploaded = await fetch(`${gateway}/graphql`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'graphql-preflight': '1' },
  body: form,
});
const uploadBody = await uploaded.json().catch(() => ({}));
const file = uploadBody.data?.uploadFile;
if (!file) fail('upload', `${uploaded.status} ${JSON.stringify(uploadBody)}`);
print(`uploaded ${file.name} (${file.size} bytes, file ${file.id})`);

const download = await fetch(new URL(file.signedUrl, gateway));
const downloaded = await download.text();
if (!download.ok || downloaded !== text) fail('download', `${download.status} ${downloaded.slice(0, 200)}`);
print('downloaded it through its signed link, byte for byte');

const organizationId = Number(currentUser.organization.id);
const auth = { authorization: `Bearer ${token}` };
const tables = await fetch(`${gateway}/ai/database/${organizationId}/tables`, { headers: auth });
const tablesBody = await tables.json().catch(() => ({}));
const names = (tablesBody.data?.tables ?? []).map((table) => table.name);
if (!tables.ok || !names.includes('funders'))
  fail('data tables', `${tables.status} ${JSON.stringify(tablesBody)}`);
print(`the assistant's data copy lists ${names.length} tables`);

// An ai service whose /app/.data is the image's read-only root (no volume mounted): a coded 503.
const readonlyAi = process.env.AI_READONLY_URL;
if (readonlyAi) {
  const refused = await fetch(`${readonlyAi}/ai/database/${organizationId}/tables`, {
    headers: { ...auth, 'grantflow-error-codes': '1' },
  });
  const refusedBody = await refused.json().catch(() => ({}));
  if (refused.status !== 503 || refusedBody.code !== 'ASSISTANT_DATA_UNAVAILABLE')
    fail('read-only data folder', `${refused.status} ${JSON.stringify(refusedBody)}`);
  print('an ai service without a writable /app/.data answers 503 ASSISTANT_DATA_UNAVAILABLE, not 500');
}

// The upload reaches the ai service's indexer through the file-events queue; without a language model the
// assistant answers by quoting the best passages, so the answer shows once the file is indexed.
let prompt;
let promptBody;
let answer;
for (let attempt = 1; attempt <= 60; attempt += 1) {
  prompt = await fetch(`${gateway}/ai/chat/prompt`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      message: 'When is the Zephyr interim narrative report due?',
      organization_id: organizationId,
      user_id: Number(currentUser.id),
      azure_chat_history_id: null,
      apply_fine_tunning: false,
      chat_data_source: 'documents',
    }),
  });
  promptBody = await prompt.json().catch(() => ({}));
  answer = promptBody.data?.new_chats?.find((entry) => entry.role !== 'user' && entry.identity !== 'user');
  if (!prompt.ok || answer?.content?.includes('14 March')) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
if (!prompt.ok || !answer?.content?.includes('14 March'))
  fail('ask the assistant', `${prompt.status} ${JSON.stringify(promptBody)}`);
const quoted = answer.content.replace(/\s+/g, ' ').slice(0, 100);
print(
  `the assistant answered from the uploaded file (chat ${promptBody.data.azure_chat_history_id}): "${quoted}…"`,
);
