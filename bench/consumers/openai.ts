// The type-check measure's consumer of openai (bench/measures/types.ts), the counterpart of bench/consumers/wdp-sdk.ts:
// the same kind and amount of work (a list, a create, a retrieve, a page iterated), compiled from openai as the
// repository installs it. Kept fixed; it is type-checked by `npx tsc -p bench/tsconfig.json`.
import OpenAI from 'openai';

const client = new OpenAI({ apiKey: 'key' });

export async function main(fileId: string): Promise<void> {
  const models = await client.models.list();
  const model = models.data[0];
  if (!model) return;
  console.log(model.id);

  const completion = await client.chat.completions.create({
    model: model.id,
    messages: [{ role: 'user', content: 'Hello' }],
  });
  const file = await client.files.retrieve(fileId);
  console.log(completion.choices[0]?.message.content, file.filename);

  for await (const listed of client.files.list()) console.log(listed.id, listed.filename);
}
