// Every built-in tool, in the order the tool list shows them (imports run in order).
import './basicTools';
import '../terrain/tool';
import '../los/tool';
import '../templates/register';
import '../analysis/tool';
