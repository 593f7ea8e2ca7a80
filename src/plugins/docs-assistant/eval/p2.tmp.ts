import {answerQuestion} from '../answer';
import {builtIndex} from './built';
const {search, details} = builtIndex([]);
for (const q of [
  'How do I reserve gas in a program?',
  'How do I issue a voucher?',
  'How do I upload a program from JavaScript?',
  'How do I reply to a message in gstd?',
  'Which port does a node serve RPC on?',
  'How do I estimate gas for a message from JavaScript?',
]) {
  const a = answerQuestion(search, (r) => r.url, q, null, details);
  console.log(q);
  for (const s of a.sentences)
    console.log(
      `  ${s.also ? 'ALSO ' : ''}${s.code ? 'CODE ' : ''}[${s.source}] ${s.text.slice(0, 140).replace(/\n/g, ' ')}`,
    );
  console.log('  ', a.sources.map((s) => s.url).join(' '));
}
