-- wrk script: every request asks for the AASA file of a random host among ULINKS_BENCH_HOSTS
-- (default 10000) named h00000.bench.example.com, h00001.bench.example.com, ...
-- With ULINKS_BENCH_HOSTS=1 it asks for h00000 only: the single-host figure with the same client cost.
local count = tonumber(os.getenv("ULINKS_BENCH_HOSTS") or "10000")
local path = "/.well-known/apple-app-site-association"

function setup(thread)
  thread:set("seed", math.random(1, 1000000))
end

function init(args)
  math.randomseed(seed or os.time())
end

function request()
  local host = string.format("h%05d.bench.example.com", math.random(0, count - 1))
  return wrk.format("GET", path, { ["Host"] = host })
end
