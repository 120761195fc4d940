-- wrk-report.lua's summary with every answer outside 2xx counted, redirects too: a signed-in
-- page that answers 302 sent the session to sign-in (bench/signed-in-pages.ts). wrk counts
-- only statuses above 399 itself, and hands each answer to Lua only when `response` exists,
-- which costs the generator a little: the other benches keep wrk-report.lua.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  non2xx = 0
end

function response(status, headers, body)
  if status < 200 or status > 299 then
    non2xx = non2xx + 1
  end
end

done = function(summary, latency, requests)
  local counted = 0
  for _, thread in ipairs(threads) do
    counted = counted + thread:get('non2xx')
  end
  local errors = summary.errors
  io.write(string.format(
    '\n{"requests":%d,"durationUs":%d,"p99Us":%d,"non2xx":%d,"socketErrors":%d}\n',
    summary.requests,
    summary.duration,
    latency:percentile(99),
    counted,
    errors.connect + errors.read + errors.write + errors.timeout
  ))
end
